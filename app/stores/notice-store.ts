import { create } from 'zustand';

export interface Toast {
  id: number;
  variant: 'warning' | 'error' | 'success' | 'info';
  title: string;
  text: string;
  /** ms */
  duration: number;
}

/** Error dialog and toasts of the global error handler (drawn by site/components/notices.tsx). */
interface NoticeState {
  dialog: { title: string; message: string } | null;
  toasts: Toast[];
  showDialog(title: string, message: string): void;
  closeDialog(): void;
  toast(t: Omit<Toast, 'id'>): void;
  dismiss(id: number): void;
}

let nextId = 1;
export const useNoticeStore = create<NoticeState>()((set) => ({
  dialog: null,
  toasts: [],
  showDialog: (title, message) => set({ dialog: { title, message } }),
  closeDialog: () => set({ dialog: null }),
  // At most four on screen: a burst of failures does not fill the page.
  toast: (t) => set((s) => ({ toasts: [...s.toasts.slice(-3), { ...t, id: nextId++ }] })),
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((x) => x.id !== id) })),
}));

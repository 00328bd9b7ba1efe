import { create } from 'zustand';

/** Opening a modal closes the current one first. */
export interface ModalState {
  modalStack: string[];
  prevModal: string | null;
  open(id: string): void;
  close(id?: string): void;
  back(): void;
}

export const useModalStore = create<ModalState>()((set, get) => ({
  modalStack: [],
  prevModal: null,
  open(id) {
    const current = get().modalStack.at(-1) ?? null;
    if (current === id) return;
    set({ modalStack: [id], prevModal: current });
  },
  close(id) {
    const current = get().modalStack.at(-1);
    if (id && current !== id) return;
    set({ modalStack: [], prevModal: current ?? null });
  },
  back() {
    const prev = get().prevModal;
    set({ modalStack: prev ? [prev] : [], prevModal: null });
  },
}));

export const useIsModalOpen = (id: string) => useModalStore((s) => s.modalStack.at(-1) === id);

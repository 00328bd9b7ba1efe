/**
 * The console's own look: light and neutral, the same for every operator (it is no operator's
 * site). Text colours keep 4.5:1 on the surfaces they sit on; borders of fields keep 3:1.
 */
export const CONSOLE_VARS: Record<string, string> = {
  '--bg': '#f4f5f7',
  '--surface': '#ffffff',
  '--surface-2': '#eceef2',
  '--header': '#1f2937',
  '--header-text': '#f9fafb',
  '--text': '#111827',
  '--muted': '#4b5563',
  '--accent': '#1d4ed8',
  '--accent-text': '#ffffff',
  '--accent-2': '#0f766e',
  '--border': '#d1d5db',
  '--field-border': '#6b7280',
  '--success': '#047857',
  '--warning': '#92400e',
  '--danger': '#b91c1c',
  '--radius': '6px',
  '--font': 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
};

/** Language entries. MMK, MNT and IDR are valid codes with no names and no files. */
export const MESSAGE_FILES = ['ui', 'validation', 'errors', 'messages', '_m'] as const;
export type MessageFile = (typeof MESSAGE_FILES)[number];

export interface LanguageDef {
  code: string;
  /** i18next / BCP 47 language tag */
  lng: string;
  name: string;
  icon: string;
  files: readonly MessageFile[];
}

export const LANGUAGE_DEFS: readonly LanguageDef[] = [
  { code: 'EN', lng: 'en', name: 'English', icon: 'en.svg', files: MESSAGE_FILES },
  { code: 'PHP', lng: 'fil', name: 'Filipino', icon: 'fil.svg', files: MESSAGE_FILES },
  { code: 'CN', lng: 'zh', name: '中文', icon: 'zh.svg', files: MESSAGE_FILES },
  { code: 'ESP', lng: 'es', name: 'Español', icon: 'es.svg', files: MESSAGE_FILES },
  { code: 'RUS', lng: 'ru', name: 'Русский', icon: 'ru.svg', files: MESSAGE_FILES },
  { code: 'VI', lng: 'vi', name: 'Tiếng Việt', icon: 'vi.svg', files: MESSAGE_FILES },
  { code: 'MS', lng: 'ms', name: 'Bahasa Melayu', icon: 'ms.svg', files: MESSAGE_FILES },
  { code: 'NE', lng: 'ne', name: 'नेपाली', icon: 'ne.svg', files: MESSAGE_FILES },
  { code: 'MMK', lng: 'my', name: '', icon: '', files: [] },
  { code: 'MNT', lng: 'mn', name: '', icon: '', files: [] },
  { code: 'IDR', lng: 'id', name: '', icon: '', files: [] },
];

export const languageDef = (code: string): LanguageDef | undefined => LANGUAGE_DEFS.find((l) => l.code === code.toUpperCase());

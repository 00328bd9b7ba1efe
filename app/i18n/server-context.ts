import { createContext } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Recorded } from './first-view.ts';

/** The server render's i18n instance (entry.server.tsx): all of the language's bundles, reads recorded. */
export const ServerI18n = createContext<{ instance: I18n; recorded: Recorded } | null>(null);

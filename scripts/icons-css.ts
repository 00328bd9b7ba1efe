// npm run icons: writes app/components/ui/icons.css (the icons' CSS masks) from icon-paths.ts.
import fs from 'node:fs';
import { iconsCss } from '../app/components/ui/icon-paths.ts';

fs.writeFileSync(new URL('../app/components/ui/icons.css', import.meta.url), iconsCss());

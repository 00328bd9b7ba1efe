// npm run icons: writes app/ui/icons.css (the icons' CSS masks) and icons.svg (their one
// image, a view per icon) from icon-paths.ts.
import fs from 'node:fs';
import { iconsCss, iconsSvg } from '../app/ui/icon-paths.ts';

fs.writeFileSync(new URL('../app/ui/icons.css', import.meta.url), iconsCss());
fs.writeFileSync(new URL('../app/ui/icons.svg', import.meta.url), iconsSvg());

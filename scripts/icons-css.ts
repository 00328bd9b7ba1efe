// npm run icons: writes app/components/ui/icons.css (the icons' CSS masks) and icons.svg (their one
// image, a view per icon) from icon-paths.ts.
import fs from 'node:fs';
import { iconsCss, iconsSvg } from '../app/components/ui/icon-paths.ts';

fs.writeFileSync(new URL('../app/components/ui/icons.css', import.meta.url), iconsCss());
fs.writeFileSync(new URL('../app/components/ui/icons.svg', import.meta.url), iconsSvg());

import { addFontFaces } from './app/fonts';
import { boot } from './app/boot';

void addFontFaces();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
void boot(root);

// orval writes the mock index in whatever order its writes finish: sort it so generation is
// reproducible and the drift check is exact.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';

const file = 'src/generated/api/index.msw.ts';
if (existsSync(file)) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const exports = lines.filter((line) => line.startsWith('export ')).sort();
  const rest = lines.filter((line) => !line.startsWith('export ') && line.trim() !== '');
  writeFileSync(file, `${[...rest, ...exports].join('\n')}\n`);
}

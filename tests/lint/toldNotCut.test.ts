import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * A field never cuts what a user writes or pastes: a comment over 500 characters or a reason over
 * 1 500 is refused with the §5 message by the form's rules, so lint refuses a `maxlength` on a text
 * area or in a form field's input properties.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function refusals(code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: 'src/resources/orders/Probe.tsx' });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax' && message.message.includes('never cuts')).length;
}

describe('limits are told, not applied', () => {
  it('refuses a text area that cuts at its maxlength', async () => {
    expect(await refusals('export const Probe = () => <textarea maxLength={500} />;')).toBe(1);
  });

  it('refuses a form field that cuts through its input properties', async () => {
    expect(await refusals("import TextField from '@mui/material/TextField';\nexport const Probe = () => <TextField slotProps={{ htmlInput: { maxLength: 1500 } }} />;")).toBe(1);
    expect(await refusals("import TextField from '@mui/material/TextField';\nexport const Probe = () => <TextField inputProps={{ maxLength: 50 }} />;")).toBe(1);
  });

  it('lets a field through that leaves the length to the form\'s rules', async () => {
    expect(await refusals("import TextField from '@mui/material/TextField';\nexport const Probe = () => <TextField multiline slotProps={{ htmlInput: { 'aria-describedby': 'x' } }} />;")).toBe(0);
  });
});

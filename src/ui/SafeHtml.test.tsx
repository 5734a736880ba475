// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS, scriptDangers } from '../../tests/shared/xssPayloads';
import { SafeHtml } from './SafeHtml';

afterEach(cleanup);

describe('SafeHtml (product, brand, promotion and search-phrase descriptions)', () => {
  it.each(XSS_PAYLOADS)('renders no script, handler or script address of %s', (payload) => {
    const { container } = render(<SafeHtml html={`<p>Opis produktu</p>${payload}`} />);
    expect(scriptDangers(container.innerHTML)).toEqual([]);
    expect(container.textContent).toContain('Opis produktu');
  });

  it('keeps the allowed structure and drops every attribute', () => {
    const { container } = render(<SafeHtml html={'<p class="x" onclick="x()">A <strong>B</strong></p><ul><li title="t">C</li></ul>'} />);
    expect(container.firstElementChild!.innerHTML).toBe('<p>A <strong>B</strong></p><ul><li>C</li></ul>');
  });
});

// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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

  it('keeps a link within the shop as a link, and only the text of links elsewhere', () => {
    const { container } = render(
      <MemoryRouter>
        <SafeHtml html={'<p>Zobacz <a href="/kategoria/papier" class="x">papier</a>, <a href="https://example.com/">inny sklep</a> i <a href="//example.com/">ten</a>.</p>'} />
      </MemoryRouter>,
    );
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([['/kategoria/papier', 'papier']]);
    expect(container.textContent).toBe('Zobacz papier, inny sklep i ten.');
  });

  it('keeps the allowed structure and drops every attribute', () => {
    const { container } = render(<SafeHtml html={'<p class="x" onclick="x()">A <strong>B</strong></p><ul><li title="t">C</li></ul>'} />);
    expect(container.firstElementChild!.innerHTML).toBe('<p>A <strong>B</strong></p><ul><li>C</li></ul>');
  });
});

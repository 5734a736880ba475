// @vitest-environment jsdom
import '../../i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductGallery } from './ProductGallery';

afterEach(cleanup);

const picture = (name: string) => ({ urlFull: `/images/convert/products/w1200-h1200/${name}.webp`, urlThumb: `/images/convert/products/w150-h150/${name}.webp` });

describe('ProductGallery', () => {
  it('shows the main picture eagerly, with its size, AVIF and WebP sources in two widths, and no thumbnails for one picture', () => {
    const { container } = render(<ProductGallery gallery={{ main: picture('a'), items: [picture('a')] }} name="Papier ksero" />);
    const main = screen.getByRole('img', { name: 'Papier ksero' });
    expect(main.getAttribute('width')).toBe('600');
    expect(main.getAttribute('height')).toBe('600');
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.hasAttribute('fetchpriority')).toBe(false);
    expect(main.getAttribute('src')).toMatch(/\/w1200-h1200\/a\.webp$/);
    expect(main.getAttribute('srcset')).toMatch(/\/w640-h640\/a\.webp 640w, .*\/w1200-h1200\/a\.webp 1200w$/);
    expect(main.getAttribute('sizes')).toBe('(max-width: 767px) calc(100vw - 64px), 480px');
    const avif = container.querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toMatch(/\/w640-h640\/a\.avif 640w, .*\/w1200-h1200\/a\.avif 1200w$/);
    expect(avif?.getAttribute('sizes')).toBe('(max-width: 767px) calc(100vw - 64px), 480px');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('switches the main picture with the thumbnails, the current one pressed', () => {
    render(<ProductGallery gallery={{ main: picture('a'), items: [picture('a'), picture('b'), picture('c')] }} name="Papier ksero" />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    expect(buttons[0].getAttribute('type')).toBe('button');
    expect(buttons[0].getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(buttons[1]);
    expect(buttons[1].getAttribute('aria-pressed')).toBe('true');
    expect(buttons[0].getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('img', { name: 'Papier ksero' }).getAttribute('src')).toMatch(/\/w1200-h1200\/b\.webp$/);
  });
});

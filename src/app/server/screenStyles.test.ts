import { describe, expect, it } from 'vitest';
import { screenStyles, type Manifest } from './screenStyles';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], isEntry: true },
  'src/storefront/product/ProductPage.tsx': { file: 'assets/ProductPage.js', css: ['assets/ProductPage.css'], imports: ['index.html', '_catalogue.js'], dynamicImports: ['src/storefront/product/ProductDetails.tsx'] },
  '_catalogue.js': { file: 'assets/catalogue.js', css: ['assets/catalogue.css'], imports: ['index.html'] },
  'src/storefront/product/ProductDetails.tsx': { file: 'assets/ProductDetails.js', css: ['assets/ProductDetails.css'], imports: ['_sanitising.js'], dynamicImports: ['src/ui/BigDialog.tsx'] },
  '_sanitising.js': { file: 'assets/sanitising.js', css: ['assets/sanitising.css'] },
  'src/ui/BigDialog.tsx': { file: 'assets/BigDialog.js', css: ['assets/BigDialog.css'] },
};

describe('the stylesheets of a server-rendered screen', () => {
  it("are its chunk's, its imports', and those of the parts it loads itself, never the entry's or a dialog's further down", () => {
    expect(screenStyles(MANIFEST, 'src/storefront/product/ProductPage.tsx')).toEqual([
      '/assets/ProductPage.css',
      '/assets/catalogue.css',
      '/assets/ProductDetails.css',
      '/assets/sanitising.css',
    ]);
  });

  it('are none for a screen the build does not know', () => {
    expect(screenStyles(MANIFEST, 'src/storefront/nothing.tsx')).toEqual([]);
  });
});

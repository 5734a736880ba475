/** The part of pdfmake 0.3 the invoice PDF uses (the package ships no types). */
declare module 'pdfmake' {
  interface PdfMake {
    virtualfs: { writeFileSync(name: string, content: string, encoding: 'base64'): void };
    setFonts(fonts: Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>): void;
    setUrlAccessPolicy?(allow: (url: string) => boolean): void;
    setLocalAccessPolicy?(allow: (path: string) => boolean): void;
    createPdf(definition: object): { getBuffer(): Promise<Uint8Array> };
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}

declare module 'pdfmake/build/vfs_fonts.js' {
  /** Font file name → base64 TTF (Roboto, with Polish letters). */
  const vfs: Record<string, string>;
  export default vfs;
}

/**
 * Shared by the sanitiser tests (src/storefront/content/sanitizeHtml.test.ts, src/ui/SafeHtml.test.tsx).
 */
/** Script payloads of the usual kinds: tags, handlers, script URLs (also disguised), parser confusions. */
export const XSS_PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>',
  '<img src="x" onerror="window.__xss = 1">',
  '<img src=x OnError=window.__xss=1>',
  '<svg onload="window.__xss = 1"><script>window.__xss = 1</script></svg>',
  '<p onclick="window.__xss = 1" onmouseover="window.__xss = 1">Tekst</p>',
  '<a href="javascript:window.__xss=1">link</a>',
  '<a href="JaVaScRiPt:window.__xss=1">link</a>',
  '<a href=" javascript:window.__xss=1">link</a>',
  '<a href="java&#x09;script:window.__xss=1">link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">link</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<iframe src="javascript:window.__xss=1"></iframe><iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object><embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button formaction="javascript:window.__xss=1">x</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<style>@import "https://evil.example/x.css";</style><div style="background:url(javascript:window.__xss=1)">x</div>',
  '<details open ontoggle="window.__xss=1">x</details><video><source onerror="window.__xss=1"></video>',
];

/** Everything in sanitised HTML that could run or load script. */
export function scriptDangers(html: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'form', 'base', 'meta', 'style', 'svg', 'math', 'link'].includes(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name) || name === 'style' || name === 'srcdoc' || name === 'formaction') found.push(`${tag}[${name}]`);
      // What the browser would follow: entities decoded, control characters and spaces dropped.
      if (/^(?:javascript|data|vbscript):/i.test(Array.from(value).filter((char) => char > ' ').join(''))) found.push(`${tag}[${name}=${value}]`);
    }
  }
  return found;
}

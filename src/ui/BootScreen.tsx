/**
 * Shown while the first page gets ready: the same paperclip the HTML shows before the script
 * runs (index.html), so nothing jumps. No texts: the language files may not be there yet.
 */
export function BootScreen() {
  return (
    <main className="boot" aria-busy="true">
      <h1 className="boot-title">Spinacz</h1>
    </main>
  );
}

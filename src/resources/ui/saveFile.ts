/**
 * Hands a file the API sent (a Blob) to the browser as a download under `fileName`; the blob keeps
 * its content type, or gets `type` when it came without one.
 */
export function saveFile(file: Blob, fileName: string, type: string): void {
  const blob = file.type ? file : new Blob([file], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is no longer needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

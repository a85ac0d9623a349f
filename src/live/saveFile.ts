/** Hands a downloaded file to the browser's downloads under its name (a link with `download`, clicked). */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the URL may go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a downloaded file under a name, as a link the browser follows at once. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob only after this task ends; freeing it a minute later is ample.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

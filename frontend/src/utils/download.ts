import type { DownloadedFile } from '../services/types';

/** A download's size in KB with one decimal. */
export function sizeInKb(bytes: number): string {
  return (Math.max(0, bytes) / 1024).toFixed(1);
}

/** Hands a downloaded blob to the browser as a file. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

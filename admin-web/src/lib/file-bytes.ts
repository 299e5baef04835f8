// A chosen file's bytes, for the CSV readers of the upload and the reps mapping.

/** The file's bytes; FileReader where Blob.arrayBuffer is missing (Safari before 14, jsdom). */
export function fileBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** Uploads picked images one after another (`uploadImage`, JPG/PNG under 2 MB) and gives their stored URLs. */
export async function uploadImages(
  files: readonly File[],
  upload: (input: { image: File; uid?: string }) => Promise<{ url: string }>,
  uid: number | undefined,
): Promise<string[]> {
  const urls: string[] = [];
  for (const image of files) {
    const stored = await upload(uid === undefined ? { image } : { image, uid: String(uid) });
    urls.push(stored.url);
  }
  return urls;
}

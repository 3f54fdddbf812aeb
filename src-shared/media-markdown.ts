/** MIME types whose markdown snippet is an image (spec 2 §2: png, gif, jpg, jpeg). */
const IMAGE_SNIPPET_TYPES = ['image/png', 'image/gif', 'image/jpeg'];

/**
 * The markdown an admin pastes into a page to use a file: an image for png, gif and jpg,
 * a plain link otherwise. Brackets in the title are escaped so the snippet stays one link.
 */
export function fileMarkdown(file: { title: string; url: string; mimeType: string }): string {
  const text = file.title.replace(/([[\]\\])/g, '\\$1');
  const link = `[${text}](${file.url})`;
  return IMAGE_SNIPPET_TYPES.includes(file.mimeType) ? `!${link}` : link;
}

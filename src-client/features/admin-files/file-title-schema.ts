import { fileUpdateInput } from '#shared/schemas/files.ts';

/** The title form: the server's own rule (trimmed, required, at most 255), so both sides say the same. */
export const fileTitleSchema = fileUpdateInput.pick({ title: true });

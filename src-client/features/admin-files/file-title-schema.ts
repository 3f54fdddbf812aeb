import { fileUpdateInput } from '../../../src-shared/schemas/files';

/** The title form: the server's own rule (trimmed, required, at most 255), so both sides say the same. */
export const fileTitleSchema = fileUpdateInput.pick({ title: true });

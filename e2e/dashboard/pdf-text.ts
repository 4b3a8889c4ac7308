import { readFile } from 'node:fs/promises';
import { pdfText as textOf } from '../../apps/api/src/test/pdf-text';

/** The text of every page of a downloaded PDF file, as the API's tests read it (pdfjs-dist). */
export const pdfText = async (path: string): Promise<string> => textOf(await readFile(path));

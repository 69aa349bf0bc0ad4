/** The one PNG export path: every maker exports through here. */
export { toPng, downloadPng, warmUpExport, exportBackdrop } from './to-png';
export type { ExportBackground, ToPngOptions } from './to-png';
export { downloadPagesZip, pageFileNames, pagesToZip, saveBlob } from './to-zip';

/** The one PNG export path: every maker exports through here. */
export { toPng, downloadPng, prepareExport, exportBackdrop, ExportIncompleteError } from './to-png';
export type { ExportBackground, ToPngOptions } from './to-png';
export { downloadPagesZip, filesToZip, pageFileNames, pagesToZip, saveBlob } from './to-zip';
export type { ZipOptions } from './to-zip';
export { missingText } from './text-guard';

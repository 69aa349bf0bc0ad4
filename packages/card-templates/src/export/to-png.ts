/** Options of the one export path. */
export interface ToPngOptions {
  /** Output pixels per CSS pixel (spec §9: 3 for quotes and blessings, 2 otherwise). */
  pixelRatio: number;
}

const IMAGE_TIMEOUT_MS = 15_000;

/** Waits for web fonts and every image in the node, each image at most 15 s (spec §9). */
async function settle(node: HTMLElement): Promise<void> {
  await document.fonts.ready;
  const images = Array.from(node.querySelectorAll('img'));
  await Promise.all(
    images.map((img) =>
      img.complete
        ? Promise.resolve()
        : Promise.race([
            img.decode().catch(() => undefined),
            new Promise((resolve) => setTimeout(resolve, IMAGE_TIMEOUT_MS)),
          ]),
    ),
  );
}

/**
 * Renders a preview node to a PNG blob with its web fonts embedded. The only caller of the image
 * library (@zumer/snapdom, chosen by docs/export-benchmark.md), loaded on the first export only.
 * Nodes marked `data-export-ignore` are left out.
 * @param node - the card element
 * @param options - pixelRatio
 * @returns the PNG
 */
export async function toPng(node: HTMLElement, { pixelRatio }: ToPngOptions): Promise<Blob> {
  const [{ snapdom }] = await Promise.all([import('@zumer/snapdom'), settle(node)]);
  const capture = await snapdom(node, {
    scale: pixelRatio,
    // Pin dpr so the PNG is exactly pixelRatio × the CSS size on any screen.
    dpr: 1,
    embedFonts: true,
    // snapdom inlines only the @font-face chunks whose unicode-range covers the text shown, which
    // is what keeps a CJK card's export small.
    exclude: ['[data-export-ignore]'],
    excludeMode: 'remove',
    cache: 'soft',
  });
  return capture.toBlob({ type: 'png' });
}

/**
 * Exports a node and hands the PNG to the browser as a download.
 * @param node - the card element
 * @param options - pixelRatio and the file name (see cardFileName)
 * @returns resolves once the download has been triggered
 */
export async function downloadPng(node: HTMLElement, options: ToPngOptions & { fileName: string }): Promise<void> {
  const blob = await toPng(node, options);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = options.fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled; some browsers read the URL asynchronously.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

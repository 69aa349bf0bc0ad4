import { useEffect, useState } from 'react';
import {
  loadAnyTemplate,
  loadedAnyTemplate,
  type AnyCardTemplate,
  type AnyLoadedTemplate,
} from '@inkcard/card-templates';

/**
 * A template joined with its body, loading the body if it is not in yet.
 * @param manifest - the template to draw, or undefined for none
 * @returns the loaded template, or undefined until its body is in (or after a failed load, which
 *   leaves the frame empty as an unknown template does)
 */
export function useTemplateBody(manifest: AnyCardTemplate | undefined): AnyLoadedTemplate | undefined {
  const [body, setBody] = useState<AnyLoadedTemplate | undefined>(() => manifest && loadedAnyTemplate(manifest));
  useEffect(() => {
    if (!manifest) return;
    let alive = true;
    loadAnyTemplate(manifest).then(
      (loaded) => {
        if (alive) setBody(loaded);
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [manifest]);
  return body?.id === manifest?.id ? body : undefined;
}

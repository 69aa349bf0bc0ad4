import type { FastifyInstance, FastifyReply } from 'fastify';
import { ShareIdParamsSchema } from '@inkcard/shared';
import { findKind } from '@inkcard/card-engine';
import { AppError } from '../../errors';
import { withPageHead } from '../../http/page-head';
import type { SpaPage } from '../../http/spa-page';
import { rateLimitFor } from '../../middleware/rate-limit';
import { cardTitle, thumbnailPath } from '../../presenters/card';
import { isCardIndexable } from '../../policies/cards';
import { getSharedCard } from '../../services/get-shared-card';

/**
 * A share link's page, /c/:shareId (issue 25): the SPA, which draws the card live, in a page whose
 * head describes the card (title, description, language, the thumbnail as og:image), since link
 * previews in chat apps read the HTML and run no JavaScript. `noindex` unless the card is in the
 * gallery. A link that was never issued, turned off, or whose card was deleted answers 404 with
 * the SPA (which shows its not-found page).
 * @param app - the Fastify instance
 * @param options - the SPA page
 */
export async function sharePageRoutes(app: FastifyInstance, options: { page: SpaPage }): Promise<void> {
  const { deps } = app;
  const { page } = options;
  const notFound = withPageHead(page.html, { indexable: false });
  const origin = deps.env.PUBLIC_URL.replace(/\/+$/, '');

  const send = (reply: FastifyReply, status: number, html: string, indexable: boolean): FastifyReply => {
    // The card may change or its link go off at any time: revalidate, and never keep a copy elsewhere.
    reply.code(status).header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8');
    if (!indexable) reply.header('X-Robots-Tag', 'noindex');
    return reply.send(html);
  };

  app.get('/c/:shareId', { config: rateLimitFor(deps.env, 'cardRead') }, async (req, reply) => {
    const params = ShareIdParamsSchema.safeParse(req.params);
    if (!params.success) return send(reply, 404, notFound, false);
    let card;
    try {
      card = await getSharedCard(deps.database.db, params.data.shareId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CARD_NOT_FOUND') return send(reply, 404, notFound, false);
      throw error;
    }
    const lang = (card.state as { lang?: unknown }).lang === 'en' ? 'en' : 'zh';
    const kindName = findKind(card.kind)?.fileName.prefix[lang] ?? '';
    const title = cardTitle(card) || kindName;
    const description = lang === 'zh' ? `用墨卡 Inkcard 制作的${kindName}` : `A ${kindName} made with Inkcard 墨卡`;
    const image = thumbnailPath(card.thumbnailKey);
    const indexable = isCardIndexable(card);
    const html = withPageHead(page.html, {
      title: `${title} · 墨卡 Inkcard`,
      description,
      lang,
      indexable,
      preview: {
        url: `${origin}/c/${params.data.shareId}`,
        ...(image && {
          image: { url: origin + image, width: card.thumbnailWidth, height: card.thumbnailHeight, alt: title },
        }),
      },
    });
    return send(reply, 200, html, indexable);
  });
}

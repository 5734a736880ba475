import {
  confirmNewsletterBody, getArticleParams, getContentsQueryParams, getTextPageParams, subscribeNewsletterBody,
} from '../../generated/zod/content-and-reports/content-and-reports.zod';
import { getSeed } from '../db/store';
import { requireSession } from '../http/auth';
import { json, notFound } from '../http/errors';
import { requestLocale } from '../http/locale';
import { api, operation } from '../http/operation';
import { parseJsonBody, parseParams, parseQuery } from '../http/validate';
import { checkContentFilterKeys, findArticle, findTextPage, listContents } from '../services/content';
import { confirm, subscribe } from '../services/newsletter';

const EMAIL_MESSAGE = 'Wprowadź poprawny adres e-mail.';

export const contentOperations = {
  getContents: operation('getContents', 'get', api('/contents'), ({ request }) => {
    checkContentFilterKeys(request);
    const params = parseQuery(getContentsQueryParams, request, ['limit', 'offset']);
    requireSession(request);
    return json(listContents(getSeed(), params));
  }),

  getArticle: operation('getArticle', 'get', api('/contents/articles/:slug'), ({ request, params }) => {
    const { slug } = parseParams(getArticleParams, params);
    requireSession(request);
    const found = findArticle(getSeed(), slug);
    if (!found) throw notFound(`Nie znaleziono artykułu „${slug}”.`);
    return json(found);
  }),

  getTextPage: operation('getTextPage', 'get', api('/contents/pages/:slug'), ({ request, params }) => {
    const { slug } = parseParams(getTextPageParams, params);
    requireSession(request);
    const page = findTextPage(slug, requestLocale(request));
    if (!page) throw notFound(`Nie znaleziono strony „${slug}”.`);
    return json({ page });
  }),

  subscribeNewsletter: operation('subscribeNewsletter', 'post', api('/newsletter/subscriptions'), async ({ request }) => {
    requireSession(request);
    const body = (await parseJsonBody(subscribeNewsletterBody, request, { messages: { email: EMAIL_MESSAGE } }))!;
    return json(subscribe(body.email, body.agreement, body.source, requestLocale(request)), 201);
  }),

  confirmNewsletter: operation('confirmNewsletter', 'post', api('/newsletter/confirmations'), async ({ request }) => {
    requireSession(request);
    const body = (await parseJsonBody(confirmNewsletterBody, request))!;
    return json(confirm(body.token, requestLocale(request)));
  }),
};

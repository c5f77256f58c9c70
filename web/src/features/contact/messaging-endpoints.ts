import type { contactEmailContract, newsletterContract } from '../../../../shared/contracts/messaging';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import { routeEndpoint } from '../../api/route-endpoint';
import { pageLang } from '../../api/page-lang';

export interface ContactMessage {
  subject: string;
  emailBody: string;
  receiverEmail: string;
}

/** rules#calls GET /api/ecsprice0 (contact forms) and GET /api/newsletter; both send, so they are mutations. */
export const messagingEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    ...routeEndpoint('contact-email', (route) =>
      build.mutation<{ sent: true }, ContactMessage>({
        query: (query) => fromRoute<typeof contactEmailContract>(route, { query }),
      }),
    ),
    ...routeEndpoint('newsletter', (route) =>
      build.mutation<{ pending: true }, string>({
        query: (receiverEmail) => fromRoute<typeof newsletterContract>(route, { query: { receiverEmail, signUpForNewsletter: 'true', lang: pageLang() } }),
      }),
    ),
  }),
});

export const { useContactEmailMutation } = messagingEndpoints;

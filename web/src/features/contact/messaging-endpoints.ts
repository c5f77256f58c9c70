import { API_ROUTES } from '../../../../shared/api-routes';
import type { contactEmailContract, newsletterContract } from '../../../../shared/contracts/messaging';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';

export interface ContactMessage {
  subject: string;
  emailBody: string;
  receiverEmail: string;
}

/** rules#calls GET /api/ecsprice0 (contact forms) and GET /api/newsletter; both send, so they are mutations. */
export const messagingEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ sent: true }, ContactMessage>({
      query: (query) => fromRoute<typeof contactEmailContract>(API_ROUTES['contact-email'], { query }),
    }),
    subscribeToNewsletter: build.mutation<{ pending: true }, string>({
      query: (receiverEmail) => fromRoute<typeof newsletterContract>(API_ROUTES['newsletter'], { query: { receiverEmail, signUpForNewsletter: 'true' } }),
    }),
  }),
});

export const { useSendContactMessageMutation } = messagingEndpoints;

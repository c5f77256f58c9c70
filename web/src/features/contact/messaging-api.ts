import { contactEmailContract, newsletterContract } from '../../../../shared/contracts/messaging';
import { api } from '../../api/api';
import { fromContract } from '../../api/from-contract';

export interface ContactMessage {
  subject: string;
  emailBody: string;
  receiverEmail: string;
}

/** Spec §7 GET /api/ecsprice0 (contact forms) and GET /api/newsletter; both send, so they are mutations. */
export const messagingApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ sent: true }, ContactMessage>({
      query: (query) => fromContract(contactEmailContract, { query }),
    }),
    subscribeToNewsletter: build.mutation<{ pending: true }, string>({
      query: (receiverEmail) => fromContract(newsletterContract, { query: { receiverEmail, signUpForNewsletter: 'true' } }),
    }),
  }),
});

export const { useSendContactMessageMutation } = messagingApi;

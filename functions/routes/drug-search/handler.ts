import { drugSearchContract } from '../../../shared/contracts/drugs';
import { searchDrug } from '../../domain/catalog/drug-repository';
import { httpHandler } from '../../lib/http';

/** A searched text read the way people type: a drug (and strength), a misspelling's clear match, a kind of drug, or none. */
export const handler = httpHandler(drugSearchContract, async ({ query }) => searchDrug(query.q), { cacheControl: 'public, max-age=300' });

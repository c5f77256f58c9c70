import { rootReducer, type RootState } from '../../app/store';
import { searchSlice, type SearchState } from './search-slice';

/** The search slice joins the store when the search page's chunk loads. */
const injected = searchSlice.injectInto(rootReducer);
export const selectSearch = (state: RootState): SearchState => injected.selectSlice(state as Parameters<typeof injected.selectSlice>[0]);

import { createContext, useContext, type ComponentType } from 'react';

/**
 * Places in the shell that features fill without the shell importing them: the header's search
 * bar and the footer's newsletter sign-up. `main.tsx` provides them.
 */
export interface ShellSlots {
  HeaderSearch?: ComponentType;
  subscribeToNewsletter?: (email: string) => Promise<void>;
}

export const ShellSlotsContext = createContext<ShellSlots>({});
export const useShellSlots = () => useContext(ShellSlotsContext);

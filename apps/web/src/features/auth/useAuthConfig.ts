import { useQuery } from '@tanstack/react-query';
import { fetchAuthConfig } from '../../api/auth';

/**
 * The public auth configuration: allowed email domains and configured social providers. Until it
 * loads (or when it fails) both lists are empty, so no notice and no social button shows.
 * @returns the two lists and whether they have loaded
 */
export function useAuthConfig(): { emailDomains: string[]; socialProviders: string[]; isLoaded: boolean } {
  const query = useQuery({ queryKey: ['auth', 'config'], queryFn: fetchAuthConfig, staleTime: 5 * 60_000 });
  return {
    emailDomains: query.data?.emailDomains ?? [],
    socialProviders: query.data?.socialProviders ?? [],
    isLoaded: query.isSuccess,
  };
}

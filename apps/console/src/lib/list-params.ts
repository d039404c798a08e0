import { useSearchParams } from 'react-router';

/** A list's filters and page, kept in the URL so a filtered page can be reloaded and shared. */
export interface ListParams<Name extends string> {
  /** Each filter's value, undefined when not set. */
  filter: Record<Name, string | undefined>;
  page: number;
  /** The filters as the form holds them: every named field that is not empty, from page 1. */
  applyForm: (form: HTMLFormElement) => void;
  clear: () => void;
  setPage: (page: number) => void;
}

/** The URL's filters `names` and its `page` (1 when absent or not a number). */
export function useListParams<Name extends string>(names: readonly Name[]): ListParams<Name> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page') ?? 1)) || 1);
  const filter = Object.fromEntries(
    names.map((name) => [name, params.get(name) || undefined]),
  ) as Record<Name, string | undefined>;
  return {
    filter,
    page,
    applyForm: (form) => {
      const data = new FormData(form);
      const next = new URLSearchParams();
      for (const name of names) {
        const value = String(data.get(name) ?? '').trim();
        if (value) next.set(name, value);
      }
      setParams(next);
    },
    clear: () => setParams(new URLSearchParams()),
    setPage: (next) => {
      const copy = new URLSearchParams(params);
      copy.set('page', String(next));
      setParams(copy);
    },
  };
}

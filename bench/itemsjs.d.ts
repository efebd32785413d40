// The few parts of itemsjs (a JavaScript facet search, measured by bench:catalogue-approaches) the bench uses; it ships no types.
declare module 'itemsjs' {
  interface Bucket {
    key: string;
    doc_count: number;
  }
  interface SearchAnswer {
    pagination: { total: number };
    data: { items: { id: number }[]; aggregations: Record<string, { buckets: Bucket[] }> };
  }
  interface SearchOptions {
    per_page?: number;
    page?: number;
    sort?: string;
    filters?: Record<string, string[]>;
    filter?: (item: Record<string, unknown>) => boolean;
  }
  interface Engine {
    search(options: SearchOptions): SearchAnswer;
  }
  export default function itemsjs(
    items: Record<string, unknown>[],
    configuration: {
      aggregations: Record<string, { title?: string; size?: number; conjunction?: boolean }>;
      sortings?: Record<string, { field: string | string[]; order: string | string[] }>;
    },
  ): Engine;
}

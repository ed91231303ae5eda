import { applyDecorators } from '@nestjs/common';
import { Exclude } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { WholeNumberText } from '../validation/rules';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** `page` and `limit` as every list accepts them: page from 1, limit 1..100, default 10. */
export class PageQueryDto {
  // In this order (stopAtFirstError): the first rule a value breaks is the one reported.
  @applyDecorators(
    WholeNumberText(),
    IsOptional(),
    IsInt({ message: 'page must be a whole number' }),
    Min(1, { message: 'page must be at least 1' }),
  )
  page = 1;

  @applyDecorators(
    WholeNumberText(),
    IsOptional(),
    IsInt({ message: 'limit must be a whole number' }),
    Min(1, { message: 'limit must be at least 1' }),
    Max(MAX_PAGE_SIZE, { message: `limit must be at most ${MAX_PAGE_SIZE}` }),
  )
  limit = DEFAULT_PAGE_SIZE;

  /** Derived, never read from the query: a sent `offset` is dropped like any unknown field. */
  @Exclude({ toClassOnly: true })
  get offset(): number {
    return (this.page - 1) * this.limit;
  }
}

export class Pagination {
  page: number;
  limit: number;
  total: number;
}

/** Every list's answer: `{ data, pagination: { page, limit, total } }`. */
export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

export function paginated<T>(data: T[], query: PageQueryDto, total: number): Paginated<T> {
  return { data, pagination: { page: query.page, limit: query.limit, total } };
}

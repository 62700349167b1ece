export type ErrorTitleKey =
  | 'errors.badRequest'
  | 'errors.pageNotFound'
  | 'errors.methodNotAllowed'
  | 'errors.internalServerError'
  | 'errors.unexpected';

const titles: Record<number, ErrorTitleKey> = {
  400: 'errors.badRequest',
  404: 'errors.pageNotFound',
  405: 'errors.methodNotAllowed',
  500: 'errors.internalServerError',
};

export function errorTitleKey(status: number | undefined): ErrorTitleKey {
  return (status !== undefined && titles[status]) || 'errors.unexpected';
}

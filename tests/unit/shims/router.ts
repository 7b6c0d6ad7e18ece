import {testSearch} from './locale';

export function useLocation() {
  return {pathname: '/contact', search: testSearch(), hash: ''};
}

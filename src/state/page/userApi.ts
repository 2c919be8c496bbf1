// The user's endpoints on the page's client: a chunk of their own, imported once a user acts or logs in.
import { userEndpoints, type UserApi } from '../../api/endpoints/user';
import { getRuntime } from '../../runtime/runtime';
import { client } from './client';

/** The profile, settings and favourites calls, bound to the page's one client. */
export function userApi(): UserApi {
  return getRuntime().singleton('api:user', () => userEndpoints(client()));
}

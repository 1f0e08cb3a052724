/** Shapes of the JSON the server sends and the web app reads. */

/** SPEC 3 User: id, email, created_at and user_metadata. */
export interface ApiUser {
  id: string
  email: string
  created_at: string
  user_metadata: { full_name: string | null; name: string | null; given_name: string | null }
}

export interface MeResponse {
  user: ApiUser
  credits: number
}

export interface PublicConfig {
  supportEmail: string
  /** 'development' when the local test issuer stands in for Google. */
  signIn: 'google' | 'development'
}

export interface ApiErrorBody {
  error: string
  code?: string
}

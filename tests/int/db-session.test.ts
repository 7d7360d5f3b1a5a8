import { describe } from 'vitest'

import { databaseSessionCases } from './helpers/db-session-cases'

describe('the database session on SQLite', () => databaseSessionCases({}))

import { z } from 'zod';

// Generic zod messages (wrong type, missing field) in Korean, on the server and in the browser alike.
z.config(z.locales.ko());

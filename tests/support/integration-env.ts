// Integration tests never touch the developer's .data folder: sessions are signed with a test key.
process.env.AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";

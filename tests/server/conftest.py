"""Fixtures: a server process on a temp SQLite file, a throwaway PostgreSQL cluster."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from server_helpers import PostgresCluster, Server

from powerplay.server.store import Store


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'powerplay.db'}"


@pytest.fixture
def start_server(tmp_path: Path) -> Iterator[Callable[..., Server]]:
    """Start ``powerplay serve`` processes; all are stopped at the end of the test."""
    servers: list[Server] = []

    def start(
        database_url: str | None = None,
        bot_delay: float = 0.0,
        args: tuple[str, ...] = (),
        limits: bool = False,
        env: dict[str, str] | None = None,
    ) -> Server:
        server = Server(
            database_url or f"sqlite:///{tmp_path / 'powerplay.db'}",
            bot_delay,
            log_dir=tmp_path,
            args=args,
            limits=limits,
            env=env,
        )
        servers.append(server)
        return server.start()

    yield start
    for server in servers:
        server.stop()


@pytest.fixture
def server(start_server: Callable[..., Server]) -> Server:
    return start_server()


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request, tmp_path) -> Iterator[Store]:
    """A migrated store on SQLite, then on PostgreSQL."""
    url = f"sqlite:///{tmp_path / 'p.db'}" if request.param == "sqlite" else request.getfixturevalue("pg_url")
    s = Store(url)
    s.migrate()
    yield s
    s.close()


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresCluster]:
    """A PostgreSQL cluster for the whole session (per xdist worker); never skipped."""
    cluster = PostgresCluster().start()
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def pg_url(postgres: PostgresCluster) -> str:
    """A fresh, empty database in the cluster."""
    return postgres.create_database()
